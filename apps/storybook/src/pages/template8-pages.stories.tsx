import { pageGlobals, pageStories } from './page-stories';

const meta = { title: 'Pages/Template 8', globals: pageGlobals('template8') };

export default meta;

const stories = pageStories('template8');
export const Home = stories.Home;
export const Login = stories.Login;
export const Account = stories.Account;
export const Category = stories.Category;
