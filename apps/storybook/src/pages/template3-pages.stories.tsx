import { pageGlobals, pageStories } from './page-stories';

const meta = { title: 'Pages/Template 3', globals: pageGlobals('template3') };

export default meta;

const stories = pageStories('template3');
export const Home = stories.Home;
export const Login = stories.Login;
export const Account = stories.Account;
export const Category = stories.Category;
