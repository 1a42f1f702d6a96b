import { pageGlobals, pageStories } from './page-stories';

const meta = { title: 'Pages/Template 1', globals: pageGlobals('template1') };

export default meta;

const stories = pageStories('template1');
export const Home = stories.Home;
export const Login = stories.Login;
export const Account = stories.Account;
export const Category = stories.Category;
