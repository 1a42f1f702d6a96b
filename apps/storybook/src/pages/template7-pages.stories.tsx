import { pageGlobals, pageStories } from './page-stories';

const meta = { title: 'Pages/Template 7', globals: pageGlobals('template7') };

export default meta;

const stories = pageStories('template7');
export const Home = stories.Home;
export const Login = stories.Login;
export const Account = stories.Account;
export const Category = stories.Category;
