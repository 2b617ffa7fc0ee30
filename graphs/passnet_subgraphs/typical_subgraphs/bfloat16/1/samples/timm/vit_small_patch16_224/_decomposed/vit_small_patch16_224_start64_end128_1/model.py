import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32, in_33, in_34, in_35, in_36, in_37, in_38, in_39):
        tmp_0 = torch.nn.functional.linear(in_39, in_1, in_0);  in_39 = in_1 = in_0 = None
        tmp_1 = torch.nn.functional.gelu(tmp_0, approximate = 'none');  tmp_0 = None
        tmp_2 = torch.nn.functional.dropout(tmp_1, 0.0, False, False);  tmp_1 = None
        tmp_3 = torch.nn.functional.linear(tmp_2, in_3, in_2);  tmp_2 = in_3 = in_2 = None
        tmp_4 = torch.nn.functional.dropout(tmp_3, 0.0, False, False);  tmp_3 = None
        tmp_5 = in_38 + tmp_4;  in_38 = tmp_4 = None
        tmp_6 = torch.nn.functional.layer_norm(tmp_5, (384,), in_13, in_12, 1e-06);  in_13 = in_12 = None
        tmp_7 = torch.nn.functional.linear(tmp_6, in_7, in_6);  tmp_6 = in_7 = in_6 = None
        tmp_8 = tmp_7.reshape(4, 197, 3, 6, 64);  tmp_7 = None
        tmp_9 = tmp_8.permute(2, 0, 3, 1, 4);  tmp_8 = None
        tmp_10 = tmp_9.unbind(0);  tmp_9 = None
        tmp_11 = tmp_10[0]
        tmp_12 = tmp_10[1]
        tmp_13 = tmp_10[2];  tmp_10 = None
        tmp_14 = torch.nn.functional.scaled_dot_product_attention(tmp_11, tmp_12, tmp_13, attn_mask = None, dropout_p = 0.0, is_causal = False);  tmp_11 = tmp_12 = tmp_13 = None
        tmp_15 = tmp_14.transpose(1, 2);  tmp_14 = None
        tmp_16 = tmp_15.reshape(4, 197, 384);  tmp_15 = None
        tmp_17 = torch.nn.functional.linear(tmp_16, in_5, in_4);  tmp_16 = in_5 = in_4 = None
        tmp_18 = torch.nn.functional.dropout(tmp_17, 0.0, False, False);  tmp_17 = None
        tmp_19 = tmp_5 + tmp_18;  tmp_5 = tmp_18 = None
        tmp_20 = torch.nn.functional.layer_norm(tmp_19, (384,), in_15, in_14, 1e-06);  in_15 = in_14 = None
        tmp_21 = torch.nn.functional.linear(tmp_20, in_9, in_8);  tmp_20 = in_9 = in_8 = None
        tmp_22 = torch.nn.functional.gelu(tmp_21, approximate = 'none');  tmp_21 = None
        tmp_23 = torch.nn.functional.dropout(tmp_22, 0.0, False, False);  tmp_22 = None
        tmp_24 = torch.nn.functional.linear(tmp_23, in_11, in_10);  tmp_23 = in_11 = in_10 = None
        tmp_25 = torch.nn.functional.dropout(tmp_24, 0.0, False, False);  tmp_24 = None
        tmp_26 = tmp_19 + tmp_25;  tmp_19 = tmp_25 = None
        tmp_27 = torch.nn.functional.layer_norm(tmp_26, (384,), in_25, in_24, 1e-06);  in_25 = in_24 = None
        tmp_28 = torch.nn.functional.linear(tmp_27, in_19, in_18);  tmp_27 = in_19 = in_18 = None
        tmp_29 = tmp_28.reshape(4, 197, 3, 6, 64);  tmp_28 = None
        tmp_30 = tmp_29.permute(2, 0, 3, 1, 4);  tmp_29 = None
        tmp_31 = tmp_30.unbind(0);  tmp_30 = None
        tmp_32 = tmp_31[0]
        tmp_33 = tmp_31[1]
        tmp_34 = tmp_31[2];  tmp_31 = None
        tmp_35 = torch.nn.functional.scaled_dot_product_attention(tmp_32, tmp_33, tmp_34, attn_mask = None, dropout_p = 0.0, is_causal = False);  tmp_32 = tmp_33 = tmp_34 = None
        tmp_36 = tmp_35.transpose(1, 2);  tmp_35 = None
        tmp_37 = tmp_36.reshape(4, 197, 384);  tmp_36 = None
        tmp_38 = torch.nn.functional.linear(tmp_37, in_17, in_16);  tmp_37 = in_17 = in_16 = None
        tmp_39 = torch.nn.functional.dropout(tmp_38, 0.0, False, False);  tmp_38 = None
        tmp_40 = tmp_26 + tmp_39;  tmp_26 = tmp_39 = None
        tmp_41 = torch.nn.functional.layer_norm(tmp_40, (384,), in_27, in_26, 1e-06);  in_27 = in_26 = None
        tmp_42 = torch.nn.functional.linear(tmp_41, in_21, in_20);  tmp_41 = in_21 = in_20 = None
        tmp_43 = torch.nn.functional.gelu(tmp_42, approximate = 'none');  tmp_42 = None
        tmp_44 = torch.nn.functional.dropout(tmp_43, 0.0, False, False);  tmp_43 = None
        tmp_45 = torch.nn.functional.linear(tmp_44, in_23, in_22);  tmp_44 = in_23 = in_22 = None
        tmp_46 = torch.nn.functional.dropout(tmp_45, 0.0, False, False);  tmp_45 = None
        tmp_47 = tmp_40 + tmp_46;  tmp_40 = tmp_46 = None
        tmp_48 = torch.nn.functional.layer_norm(tmp_47, (384,), in_35, in_34, 1e-06);  in_35 = in_34 = None
        tmp_49 = torch.nn.functional.linear(tmp_48, in_31, in_30);  tmp_48 = in_31 = in_30 = None
        tmp_50 = tmp_49.reshape(4, 197, 3, 6, 64);  tmp_49 = None
        tmp_51 = tmp_50.permute(2, 0, 3, 1, 4);  tmp_50 = None
        tmp_52 = tmp_51.unbind(0);  tmp_51 = None
        tmp_53 = tmp_52[0]
        tmp_54 = tmp_52[1]
        tmp_55 = tmp_52[2];  tmp_52 = None
        tmp_56 = torch.nn.functional.scaled_dot_product_attention(tmp_53, tmp_54, tmp_55, attn_mask = None, dropout_p = 0.0, is_causal = False);  tmp_53 = tmp_54 = tmp_55 = None
        tmp_57 = tmp_56.transpose(1, 2);  tmp_56 = None
        tmp_58 = tmp_57.reshape(4, 197, 384);  tmp_57 = None
        tmp_59 = torch.nn.functional.linear(tmp_58, in_29, in_28);  tmp_58 = in_29 = in_28 = None
        tmp_60 = torch.nn.functional.dropout(tmp_59, 0.0, False, False);  tmp_59 = None
        tmp_61 = tmp_47 + tmp_60;  tmp_47 = tmp_60 = None
        tmp_62 = torch.nn.functional.layer_norm(tmp_61, (384,), in_37, in_36, 1e-06);  in_37 = in_36 = None
        tmp_63 = torch.nn.functional.linear(tmp_62, in_33, in_32);  tmp_62 = in_33 = in_32 = None
        return (tmp_61, tmp_63)
        