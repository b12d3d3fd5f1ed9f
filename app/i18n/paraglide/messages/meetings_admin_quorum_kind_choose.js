/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Quorum_Kind_ChooseInputs */

const en_meetings_admin_quorum_kind_choose = /** @type {(inputs: Meetings_Admin_Quorum_Kind_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how the quorum is counted`)
};

const de_meetings_admin_quorum_kind_choose = /** @type {(inputs: Meetings_Admin_Quorum_Kind_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle, wie die Beschlussfähigkeit gezählt wird`)
};

/**
* | output |
* | --- |
* | "Choose how the quorum is counted" |
*
* @param {Meetings_Admin_Quorum_Kind_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_quorum_kind_choose = /** @type {((inputs?: Meetings_Admin_Quorum_Kind_ChooseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Quorum_Kind_ChooseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_quorum_kind_choose(inputs)
	return en_meetings_admin_quorum_kind_choose(inputs)
});