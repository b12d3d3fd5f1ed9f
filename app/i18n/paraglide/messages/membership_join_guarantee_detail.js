/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Join_Guarantee_DetailInputs */

const en_membership_join_guarantee_detail = /** @type {(inputs: Membership_Join_Guarantee_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed your mind? Let us know within 30 days of joining and we will refund your membership.`)
};

const de_membership_join_guarantee_detail = /** @type {(inputs: Membership_Join_Guarantee_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doch anders entschieden? Sag uns innerhalb von 30 Tagen nach dem Beitritt Bescheid, dann erstatten wir dir den Beitrag.`)
};

/**
* | output |
* | --- |
* | "Changed your mind? Let us know within 30 days of joining and we will refund your membership." |
*
* @param {Membership_Join_Guarantee_DetailInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_join_guarantee_detail = /** @type {((inputs?: Membership_Join_Guarantee_DetailInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Join_Guarantee_DetailInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_join_guarantee_detail(inputs)
	return en_membership_join_guarantee_detail(inputs)
});