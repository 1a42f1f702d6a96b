import { pageGlobals, pageStories } from './page-stories';

const meta = { title: 'Pages/Template 15', globals: pageGlobals('template15') };

export default meta;

const stories = pageStories('template15');
export const Home = stories.Home;
export const Login = stories.Login;
export const Account = stories.Account;
export const Category = stories.Category;
