/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Volunteer_Admin_Delete_ExplainInputs */

const en_volunteer_admin_delete_explain = /** @type {(inputs: Volunteer_Admin_Delete_ExplainInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`This removes the opportunity and its ${i?.count} signup, including any volunteer hours recorded for it, and emails nobody. It cannot be undone.`);
	return /** @type {LocalizedString} */ (`This removes the opportunity and its ${i?.count} signups, including any volunteer hours recorded for it, and emails nobody. It cannot be undone.`)
	
};

const de_volunteer_admin_delete_explain = /** @type {(inputs: Volunteer_Admin_Delete_ExplainInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Das entfernt die Schicht und ihre ${i?.count} Anmeldung samt der dafür erfassten Helferstunden und schreibt niemanden an. Das lässt sich nicht rückgängig machen.`);
	return /** @type {LocalizedString} */ (`Das entfernt die Schicht und ihre ${i?.count} Anmeldungen samt der dafür erfassten Helferstunden und schreibt niemanden an. Das lässt sich nicht rückgängig machen.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "This removes the opportunity and its {count} signup, including any volunteer hours recorded for it, and emails nobody. It cannot be undone." |
* | * | "This removes the opportunity and its {count} signups, including any volunteer hours recorded for it, and emails nobody. It cannot be undone." |
*
* @param {Volunteer_Admin_Delete_ExplainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_delete_explain = /** @type {((inputs: Volunteer_Admin_Delete_ExplainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Delete_ExplainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_delete_explain(inputs)
	return en_volunteer_admin_delete_explain(inputs)
});