import { pageGlobals, pageStories } from './page-stories';

const meta = { title: 'Pages/Template 11', globals: pageGlobals('template11') };

export default meta;

const stories = pageStories('template11');
export const Home = stories.Home;
export const Login = stories.Login;
export const Account = stories.Account;
export const Category = stories.Category;
