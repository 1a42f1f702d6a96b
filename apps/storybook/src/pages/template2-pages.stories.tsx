import { pageGlobals, pageStories } from './page-stories';

const meta = { title: 'Pages/Template 2', globals: pageGlobals('template2') };

export default meta;

const stories = pageStories('template2');
export const Home = stories.Home;
export const Login = stories.Login;
export const Account = stories.Account;
export const Category = stories.Category;
