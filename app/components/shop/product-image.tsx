import { useState, type ImgHTMLAttributes } from "react";
import { productPlaceholder } from "~/models/products";

/**
 * A product photo that falls back to the app's own placeholder for the product's category: at once
 * when there is no URL (server-rendered, so without JavaScript too), and when the photo fails to
 * load (with JavaScript). `alt` describes the photo (empty where the name is written beside it);
 * the placeholder is named by the product's name, since it is the only thing standing for it.
 */
export function ProductImage({
  src,
  alt,
  name,
  category,
  ...props
}: { src: string | null | undefined; alt: string; name: string; category: string | null | undefined } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "alt"
>) {
  const [failed, setFailed] = useState<string | null>(null);
  const photo = src && failed !== src ? src : null;
  return (
    <img
      {...props}
      src={photo ?? productPlaceholder(category)}
      alt={photo ? alt : name}
      onError={() => {
        if (photo) setFailed(photo);
      }}
    />
  );
}
