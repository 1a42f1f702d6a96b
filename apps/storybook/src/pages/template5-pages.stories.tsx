import { pageGlobals, pageStories } from './page-stories';

const meta = { title: 'Pages/Template 5', globals: pageGlobals('template5') };

export default meta;

const stories = pageStories('template5');
export const Home = stories.Home;
export const Login = stories.Login;
export const Account = stories.Account;
export const Category = stories.Category;
