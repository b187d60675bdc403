/* The page's parser waits for its stylesheets before this script, and so parses the body with them (src/entry-server.tsx). */
