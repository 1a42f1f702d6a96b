import { pageGlobals, pageStories } from './page-stories';

const meta = { title: 'Pages/Template 12', globals: pageGlobals('template12') };

export default meta;

const stories = pageStories('template12');
export const Home = stories.Home;
export const Login = stories.Login;
export const Account = stories.Account;
export const Category = stories.Category;
