import { Router } from 'express';
import { z } from 'zod';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { parse } from '../../http/validate';
import * as search from './search.service';

const ZToggleBody = z.object({ id: z.union([z.string(), z.number()]).transform(String) });

/** The global search's page list and the user's bookmarks. */
export const searchRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const auth = requireUser(deps.config.jwtSecret);
  r.get('/api/main-search/data', auth, async (req, res) => {
    res.json(await search.searchData(deps.db, req.user!.id));
  });
  r.get('/api/bookmarks/data', auth, async (req, res) => {
    res.json(await search.bookmarksData(deps.db, req.user!.id));
  });
  r.post('/api/bookmarks/update', auth, async (req, res) => {
    res.json(await search.toggle(deps.db, req.user!.id, parse(ZToggleBody, req.body).id));
  });
  return r;
};
