/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Shop_Admin_Products_Synced_NoteInputs */

const en_shop_admin_products_synced_note = /** @type {(inputs: Shop_Admin_Products_Synced_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Products synced from ${i?.provider} are changed in ${i?.provider}: the next sync would overwrite an edit made here. They can be deactivated.`)
};

const de_shop_admin_products_synced_note = /** @type {(inputs: Shop_Admin_Products_Synced_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Von ${i?.provider} abgeglichene Produkte änderst du bei ${i?.provider}: Der nächste Abgleich würde eine Änderung hier überschreiben. Deaktivieren kannst du sie.`)
};

/**
* | output |
* | --- |
* | "Products synced from {provider} are changed in {provider}: the next sync would overwrite an edit made here. They can be deactivated." |
*
* @param {Shop_Admin_Products_Synced_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_products_synced_note = /** @type {((inputs: Shop_Admin_Products_Synced_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Products_Synced_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_products_synced_note(inputs)
	return en_shop_admin_products_synced_note(inputs)
});