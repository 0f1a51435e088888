import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchPath } from '@/catalog/paths';
import { SearchIcon } from '@/ui/icons/Icons';
import styles from './SearchBox.module.css';

/** The header's search: whatever was typed goes to /search/{encoded text}, unvalidated. */
export function SearchBox() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchPath(text));
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <input
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search here..."
        aria-label="Search products"
        enterKeyHint="search"
        autoComplete="off"
        className={styles.input}
      />
      <button type="submit" className={styles.button} aria-label="Search">
        <SearchIcon size={20} />
      </button>
    </form>
  );
}
