/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Quorum_Kind_ShareInputs */

const en_meetings_admin_quorum_kind_share = /** @type {(inputs: Meetings_Admin_Quorum_Kind_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a percentage of those who may vote`)
};

const de_meetings_admin_quorum_kind_share = /** @type {(inputs: Meetings_Admin_Quorum_Kind_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prozent der Stimmberechtigten`)
};

/**
* | output |
* | --- |
* | "a percentage of those who may vote" |
*
* @param {Meetings_Admin_Quorum_Kind_ShareInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_quorum_kind_share = /** @type {((inputs?: Meetings_Admin_Quorum_Kind_ShareInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Quorum_Kind_ShareInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_quorum_kind_share(inputs)
	return en_meetings_admin_quorum_kind_share(inputs)
});