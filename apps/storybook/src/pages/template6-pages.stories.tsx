import { pageGlobals, pageStories } from './page-stories';

const meta = { title: 'Pages/Template 6', globals: pageGlobals('template6') };

export default meta;

const stories = pageStories('template6');
export const Home = stories.Home;
export const Login = stories.Login;
export const Account = stories.Account;
export const Category = stories.Category;
