import { pageGlobals, pageStories } from './page-stories';

const meta = { title: 'Pages/Template 14', globals: pageGlobals('template14') };

export default meta;

const stories = pageStories('template14');
export const Home = stories.Home;
export const Login = stories.Login;
export const Account = stories.Account;
export const Category = stories.Category;
