import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import { MenuSearch } from './MenuSearch';
import { Navbar } from './Navbar';
import { PageBoundary } from './PageBoundary';
import { ScrollRestore } from './ScrollRestore';
import { ScrollToTop } from './ScrollToTop';
import classes from './Shell.module.css';

/** The public shell: header, sidebar (burger under 992 px), page, footer, menu search, scroll-to-top. */
export function PublicLayout() {
  const [navOpened, { toggle, close }] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 256, breakpoint: 'md', collapsed: { mobile: !navOpened } }}
      padding={0}
      className={classes.shell}
    >
      <AppShell.Header className={classes.header}>
        <Header navOpened={navOpened} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="md" className={classes.navbar}>
        <Navbar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <Box className={classes.page}>
          <PageBoundary>
            <Outlet />
          </PageBoundary>
        </Box>
        <Footer />
      </AppShell.Main>
      <MenuSearch />
      <ScrollToTop />
      <ScrollRestore />
    </AppShell>
  );
}
