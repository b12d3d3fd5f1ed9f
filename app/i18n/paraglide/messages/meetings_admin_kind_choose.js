/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Kind_ChooseInputs */

const en_meetings_admin_kind_choose = /** @type {(inputs: Meetings_Admin_Kind_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the type of meeting`)
};

const de_meetings_admin_kind_choose = /** @type {(inputs: Meetings_Admin_Kind_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle die Art der Versammlung`)
};

/**
* | output |
* | --- |
* | "Choose the type of meeting" |
*
* @param {Meetings_Admin_Kind_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_kind_choose = /** @type {((inputs?: Meetings_Admin_Kind_ChooseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Kind_ChooseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_kind_choose(inputs)
	return en_meetings_admin_kind_choose(inputs)
});