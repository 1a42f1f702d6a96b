import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

function Controlled({ total = 200 }: { total?: number }) {
  const [page, setPage] = useState(1);
  return <Pagination totalItems={total} currentPage={page} onChange={setPage} />;
}

const pageButtons = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('button', { name: /^Page / })
    .map((b) => b.textContent);

describe('Pagination', () => {
  it('shows 5 page buttons of 10 items each by default and marks the current page', () => {
    render(<Controlled total={95} />);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('moves with the buttons and keeps the window around the current page', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(pageButtons()).toEqual(['3', '4', '5', '6', '7']);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
  });

  it('is usable from the keyboard', async () => {
    const onChange = vi.fn();
    render(<Pagination totalItems={50} currentPage={1} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('renders links to the URL with [page] replaced for the link type', async () => {
    function NewsPage() {
      const [params] = useSearchParams();
      const page = Number(params.get('page') ?? '1');
      return (
        <Pagination type="link" linkUrl="/news?page=[page]" totalItems={100} currentPage={page} />
      );
    }
    const router = createMemoryRouter([{ path: '/news', element: <NewsPage /> }], {
      initialEntries: ['/news'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/news?page=3');
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('refuses a link type without [page] and non-positive arguments', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(<Pagination type="link" linkUrl="/news" totalItems={10} currentPage={1} />),
    ).toThrow(/\[page\]/);
    expect(() => render(<Pagination totalItems={10} currentPage={0} />)).toThrow(/currentPage/);
    expect(() => render(<Pagination totalItems={10} currentPage={1} itemsPerPage={0} />)).toThrow(
      /itemsPerPage/,
    );
  });

  it('reads right to left with Arabic-Indic digits for ar and Persian digits for ir', () => {
    const { rerender } = render(<Pagination totalItems={30} currentPage={1} locale="ar" />);
    expect(screen.getByRole('navigation', { name: 'ترقيم الصفحات' })).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'الصفحة ٢' })).toHaveTextContent('٢');
    rerender(<Pagination totalItems={30} currentPage={1} locale="ir" />);
    expect(screen.getByRole('navigation', { name: 'صفحه‌بندی' })).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'صفحه ۳' })).toBeInTheDocument();
    rerender(<Pagination totalItems={30} currentPage={1} locale="en" />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveAttribute('dir', 'ltr');
  });
});
