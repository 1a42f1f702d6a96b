import { pageGlobals, pageStories } from './page-stories';

const meta = { title: 'Pages/Template 13', globals: pageGlobals('template13') };

export default meta;

const stories = pageStories('template13');
export const Home = stories.Home;
export const Login = stories.Login;
export const Account = stories.Account;
export const Category = stories.Category;
