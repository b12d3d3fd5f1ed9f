import { useState, type ImgHTMLAttributes } from "react";
import { PRODUCT_PLACEHOLDER_IMAGE } from "~/models/products";

/**
 * A product photo that falls back to the app's own placeholder: at once when there is no URL
 * (server-rendered, so without JavaScript too), and when the photo fails to load (with JavaScript).
 */
export function ProductImage({
  src,
  alt,
  ...props
}: { src: string | null | undefined; alt: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt">) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : PRODUCT_PLACEHOLDER_IMAGE;
  return (
    <img
      {...props}
      src={url}
      alt={alt}
      onError={() => {
        if (src && url === src) setFailed(src);
      }}
    />
  );
}
