export function GalleryPage() {
  return <div className="ui-page ui-container"><h1>GalleryPage</h1></div>;
}
