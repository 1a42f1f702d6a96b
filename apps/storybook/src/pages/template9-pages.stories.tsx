import { pageGlobals, pageStories } from './page-stories';

const meta = { title: 'Pages/Template 9', globals: pageGlobals('template9') };

export default meta;

const stories = pageStories('template9');
export const Home = stories.Home;
export const Login = stories.Login;
export const Account = stories.Account;
export const Category = stories.Category;
