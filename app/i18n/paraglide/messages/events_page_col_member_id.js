/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Page_Col_Member_IdInputs */

const en_events_page_col_member_id = /** @type {(inputs: Events_Page_Col_Member_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member ID`)
};

const de_events_page_col_member_id = /** @type {(inputs: Events_Page_Col_Member_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedsnummer`)
};

/**
* | output |
* | --- |
* | "Member ID" |
*
* @param {Events_Page_Col_Member_IdInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_col_member_id = /** @type {((inputs?: Events_Page_Col_Member_IdInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Col_Member_IdInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_col_member_id(inputs)
	return en_events_page_col_member_id(inputs)
});