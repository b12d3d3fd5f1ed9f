/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} News_Admin_Announce_LabelInputs */

const en_news_admin_announce_label = /** @type {(inputs: News_Admin_Announce_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Announce to the RSVPs of ${i?.title}`)
};

const de_news_admin_announce_label = /** @type {(inputs: News_Admin_Announce_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitteilung an die Anmeldungen zu ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Announce to the RSVPs of {title}" |
*
* @param {News_Admin_Announce_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_announce_label = /** @type {((inputs: News_Admin_Announce_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Announce_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_announce_label(inputs)
	return en_news_admin_announce_label(inputs)
});