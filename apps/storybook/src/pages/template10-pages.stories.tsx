import { pageGlobals, pageStories } from './page-stories';

const meta = { title: 'Pages/Template 10', globals: pageGlobals('template10') };

export default meta;

const stories = pageStories('template10');
export const Home = stories.Home;
export const Login = stories.Login;
export const Account = stories.Account;
export const Category = stories.Category;
