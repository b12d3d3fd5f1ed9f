/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_Cancel_Page_StaysInputs */

const en_events_admin_cancel_page_stays = /** @type {(inputs: Events_Admin_Cancel_Page_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its page stays, marked cancelled, and RSVPs close.`)
};

const de_events_admin_cancel_page_stays = /** @type {(inputs: Events_Admin_Cancel_Page_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seine Seite bleibt, als abgesagt markiert, und Zusagen schließen.`)
};

/**
* | output |
* | --- |
* | "Its page stays, marked cancelled, and RSVPs close." |
*
* @param {Events_Admin_Cancel_Page_StaysInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancel_page_stays = /** @type {((inputs?: Events_Admin_Cancel_Page_StaysInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancel_Page_StaysInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_cancel_page_stays(inputs)
	return en_events_admin_cancel_page_stays(inputs)
});