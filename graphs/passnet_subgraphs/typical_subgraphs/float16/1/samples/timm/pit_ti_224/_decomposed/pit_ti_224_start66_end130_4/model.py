import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32, in_33, in_34, in_35, in_36, in_37, in_38, in_39):
        tmp_0 = torch.nn.functional.scaled_dot_product_attention(in_37, in_36, in_38, attn_mask = None, dropout_p = 0.0, is_causal = False);  in_37 = in_36 = in_38 = None
        tmp_1 = tmp_0.transpose(1, 2);  tmp_0 = None
        tmp_2 = tmp_1.reshape(4, 197, 128);  tmp_1 = None
        tmp_3 = torch.nn.functional.linear(tmp_2, in_1, in_0);  tmp_2 = in_1 = in_0 = None
        tmp_4 = torch.nn.functional.dropout(tmp_3, 0.0, False, False);  tmp_3 = None
        tmp_5 = in_39 + tmp_4;  in_39 = tmp_4 = None
        tmp_6 = torch.nn.functional.layer_norm(tmp_5, (128,), in_7, in_6, 1e-06);  in_7 = in_6 = None
        tmp_7 = torch.nn.functional.linear(tmp_6, in_3, in_2);  tmp_6 = in_3 = in_2 = None
        tmp_8 = torch.nn.functional.gelu(tmp_7, approximate = 'none');  tmp_7 = None
        tmp_9 = torch.nn.functional.dropout(tmp_8, 0.0, False, False);  tmp_8 = None
        tmp_10 = torch.nn.functional.linear(tmp_9, in_5, in_4);  tmp_9 = in_5 = in_4 = None
        tmp_11 = torch.nn.functional.dropout(tmp_10, 0.0, False, False);  tmp_10 = None
        tmp_12 = tmp_5 + tmp_11;  tmp_5 = tmp_11 = None
        tmp_13 = torch.nn.functional.layer_norm(tmp_12, (128,), in_17, in_16, 1e-06);  in_17 = in_16 = None
        tmp_14 = torch.nn.functional.linear(tmp_13, in_11, in_10);  tmp_13 = in_11 = in_10 = None
        tmp_15 = tmp_14.reshape(4, 197, 3, 4, 32);  tmp_14 = None
        tmp_16 = tmp_15.permute(2, 0, 3, 1, 4);  tmp_15 = None
        tmp_17 = tmp_16.unbind(0);  tmp_16 = None
        tmp_18 = tmp_17[0]
        tmp_19 = tmp_17[1]
        tmp_20 = tmp_17[2];  tmp_17 = None
        tmp_21 = torch.nn.functional.scaled_dot_product_attention(tmp_18, tmp_19, tmp_20, attn_mask = None, dropout_p = 0.0, is_causal = False);  tmp_18 = tmp_19 = tmp_20 = None
        tmp_22 = tmp_21.transpose(1, 2);  tmp_21 = None
        tmp_23 = tmp_22.reshape(4, 197, 128);  tmp_22 = None
        tmp_24 = torch.nn.functional.linear(tmp_23, in_9, in_8);  tmp_23 = in_9 = in_8 = None
        tmp_25 = torch.nn.functional.dropout(tmp_24, 0.0, False, False);  tmp_24 = None
        tmp_26 = tmp_12 + tmp_25;  tmp_12 = tmp_25 = None
        tmp_27 = torch.nn.functional.layer_norm(tmp_26, (128,), in_19, in_18, 1e-06);  in_19 = in_18 = None
        tmp_28 = torch.nn.functional.linear(tmp_27, in_13, in_12);  tmp_27 = in_13 = in_12 = None
        tmp_29 = torch.nn.functional.gelu(tmp_28, approximate = 'none');  tmp_28 = None
        tmp_30 = torch.nn.functional.dropout(tmp_29, 0.0, False, False);  tmp_29 = None
        tmp_31 = torch.nn.functional.linear(tmp_30, in_15, in_14);  tmp_30 = in_15 = in_14 = None
        tmp_32 = torch.nn.functional.dropout(tmp_31, 0.0, False, False);  tmp_31 = None
        tmp_33 = tmp_26 + tmp_32;  tmp_26 = tmp_32 = None
        tmp_34 = torch.nn.functional.layer_norm(tmp_33, (128,), in_29, in_28, 1e-06);  in_29 = in_28 = None
        tmp_35 = torch.nn.functional.linear(tmp_34, in_23, in_22);  tmp_34 = in_23 = in_22 = None
        tmp_36 = tmp_35.reshape(4, 197, 3, 4, 32);  tmp_35 = None
        tmp_37 = tmp_36.permute(2, 0, 3, 1, 4);  tmp_36 = None
        tmp_38 = tmp_37.unbind(0);  tmp_37 = None
        tmp_39 = tmp_38[0]
        tmp_40 = tmp_38[1]
        tmp_41 = tmp_38[2];  tmp_38 = None
        tmp_42 = torch.nn.functional.scaled_dot_product_attention(tmp_39, tmp_40, tmp_41, attn_mask = None, dropout_p = 0.0, is_causal = False);  tmp_39 = tmp_40 = tmp_41 = None
        tmp_43 = tmp_42.transpose(1, 2);  tmp_42 = None
        tmp_44 = tmp_43.reshape(4, 197, 128);  tmp_43 = None
        tmp_45 = torch.nn.functional.linear(tmp_44, in_21, in_20);  tmp_44 = in_21 = in_20 = None
        tmp_46 = torch.nn.functional.dropout(tmp_45, 0.0, False, False);  tmp_45 = None
        tmp_47 = tmp_33 + tmp_46;  tmp_33 = tmp_46 = None
        tmp_48 = torch.nn.functional.layer_norm(tmp_47, (128,), in_31, in_30, 1e-06);  in_31 = in_30 = None
        tmp_49 = torch.nn.functional.linear(tmp_48, in_25, in_24);  tmp_48 = in_25 = in_24 = None
        tmp_50 = torch.nn.functional.gelu(tmp_49, approximate = 'none');  tmp_49 = None
        tmp_51 = torch.nn.functional.dropout(tmp_50, 0.0, False, False);  tmp_50 = None
        tmp_52 = torch.nn.functional.linear(tmp_51, in_27, in_26);  tmp_51 = in_27 = in_26 = None
        tmp_53 = torch.nn.functional.dropout(tmp_52, 0.0, False, False);  tmp_52 = None
        tmp_54 = tmp_47 + tmp_53;  tmp_47 = tmp_53 = None
        tmp_55 = torch.nn.functional.layer_norm(tmp_54, (128,), in_35, in_34, 1e-06);  in_35 = in_34 = None
        tmp_56 = torch.nn.functional.linear(tmp_55, in_33, in_32);  tmp_55 = in_33 = in_32 = None
        tmp_57 = tmp_56.reshape(4, 197, 3, 4, 32);  tmp_56 = None
        tmp_58 = tmp_57.permute(2, 0, 3, 1, 4);  tmp_57 = None
        tmp_59 = tmp_58.unbind(0);  tmp_58 = None
        tmp_60 = tmp_59[0]
        tmp_61 = tmp_59[1]
        tmp_62 = tmp_59[2];  tmp_59 = None
        tmp_63 = torch.nn.functional.scaled_dot_product_attention(tmp_60, tmp_61, tmp_62, attn_mask = None, dropout_p = 0.0, is_causal = False);  tmp_60 = tmp_61 = tmp_62 = None
        return (tmp_54, tmp_63)
        