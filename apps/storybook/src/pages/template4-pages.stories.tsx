import { pageGlobals, pageStories } from './page-stories';

const meta = { title: 'Pages/Template 4', globals: pageGlobals('template4') };

export default meta;

const stories = pageStories('template4');
export const Home = stories.Home;
export const Login = stories.Login;
export const Account = stories.Account;
export const Category = stories.Category;
