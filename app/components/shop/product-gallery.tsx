import { Link, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { ProductImage } from "./product-image";
import { useHydrated } from "~/utils/use-hydrated";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * The product page's photos: the large one and a row of thumbnails. Without JavaScript a
 * thumbnail is a link (?image=N) whose page shows that photo large; with it, the thumbnail
 * switches the photo in place, without a navigation.
 */
export function ProductGallery({ name, category, images }: { name: string; category: string; images: readonly string[] }) {
  const [searchParams] = useSearchParams();
  const fromUrl = Number(searchParams.get("image"));
  const initial = Number.isInteger(fromUrl) && fromUrl >= 1 && fromUrl <= images.length ? fromUrl - 1 : 0;
  const [chosen, setChosen] = useState<number | null>(null);
  const hydrated = useHydrated();
  const current = chosen ?? initial;
  return (
    <div className="space-y-3">
      <ProductImage
        key={images[current] ?? "none"}
        src={images[current]}
        alt={images.length > 1 ? m.shop_gallery_photo_alt({ name, index: current + 1, count: images.length }) : name}
        name={name}
        category={category}
        width={600}
        height={600}
        className="aspect-square h-auto w-full rounded-lg bg-gray-100 object-cover"
      />
      {images.length > 1 ? (
        <ul aria-label={m.shop_gallery_photos()} className="flex flex-wrap gap-2">
          {images.map((src, index) => (
            <li key={`${index}-${src}`}>
              <Link
                to={`?image=${index + 1}`}
                replace
                preventScrollReset
                aria-current={index === current ? "true" : undefined}
                aria-label={m.shop_gallery_show_photo({ index: index + 1, count: images.length })}
                className="block overflow-hidden rounded-md border-2 border-transparent aria-[current=true]:border-brand-600"
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  setChosen(index);
                }}
              >
                <ProductImage
                  src={src}
                  alt=""
                  name={m.shop_gallery_thumbnail_name({ name, index: index + 1 })}
                  category={category}
                  width={72}
                  height={72}
                  loading="lazy"
                  decoding="async"
                  className="h-16 w-16 object-cover"
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
