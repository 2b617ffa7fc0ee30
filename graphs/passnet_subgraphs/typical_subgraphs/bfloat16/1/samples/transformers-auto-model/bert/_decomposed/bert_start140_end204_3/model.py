import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32, in_33, in_34, in_35, in_36, in_37, in_38):
        tmp_0 = in_37.view(4, 32, -1, 64);  in_37 = None
        tmp_1 = tmp_0.transpose(1, 2);  tmp_0 = None
        tmp_2 = torch.nn.functional.linear(in_36, in_5, in_4);  in_5 = in_4 = None
        tmp_3 = tmp_2.view(4, 32, -1, 64);  tmp_2 = None
        tmp_4 = tmp_3.transpose(1, 2);  tmp_3 = None
        tmp_5 = torch.nn.functional.scaled_dot_product_attention(in_38, tmp_1, tmp_4, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  in_38 = tmp_1 = tmp_4 = None
        tmp_6 = tmp_5.reshape(4, -1, 32, 64);  tmp_5 = None
        tmp_7 = tmp_6.transpose(1, 2);  tmp_6 = None
        tmp_8 = tmp_7.contiguous();  tmp_7 = None
        tmp_9 = tmp_8.reshape(4, 32, -1);  tmp_8 = None
        tmp_10 = tmp_9.contiguous();  tmp_9 = None
        tmp_11 = torch.nn.functional.linear(tmp_10, in_3, in_2);  tmp_10 = in_3 = in_2 = None
        tmp_12 = torch.nn.functional.dropout(tmp_11, 0.1, False, False);  tmp_11 = None
        tmp_13 = tmp_12 + in_36;  tmp_12 = in_36 = None
        tmp_14 = torch.nn.functional.layer_norm(tmp_13, (768,), in_1, in_0, 1e-12);  tmp_13 = in_1 = in_0 = None
        tmp_15 = torch.nn.functional.linear(tmp_14, in_7, in_6);  in_7 = in_6 = None
        tmp_16 = torch.nn.functional.gelu(tmp_15);  tmp_15 = None
        tmp_17 = torch.nn.functional.linear(tmp_16, in_11, in_10);  tmp_16 = in_11 = in_10 = None
        tmp_18 = torch.nn.functional.dropout(tmp_17, 0.1, False, False);  tmp_17 = None
        tmp_19 = tmp_18 + tmp_14;  tmp_18 = tmp_14 = None
        tmp_20 = torch.nn.functional.layer_norm(tmp_19, (768,), in_9, in_8, 1e-12);  tmp_19 = in_9 = in_8 = None
        tmp_21 = torch.nn.functional.linear(tmp_20, in_19, in_18);  in_19 = in_18 = None
        tmp_22 = tmp_21.view(4, 32, -1, 64);  tmp_21 = None
        tmp_23 = tmp_22.transpose(1, 2);  tmp_22 = None
        tmp_24 = torch.nn.functional.linear(tmp_20, in_17, in_16);  in_17 = in_16 = None
        tmp_25 = tmp_24.view(4, 32, -1, 64);  tmp_24 = None
        tmp_26 = tmp_25.transpose(1, 2);  tmp_25 = None
        tmp_27 = torch.nn.functional.linear(tmp_20, in_21, in_20);  in_21 = in_20 = None
        tmp_28 = tmp_27.view(4, 32, -1, 64);  tmp_27 = None
        tmp_29 = tmp_28.transpose(1, 2);  tmp_28 = None
        tmp_30 = torch.nn.functional.scaled_dot_product_attention(tmp_23, tmp_26, tmp_29, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_23 = tmp_26 = tmp_29 = None
        tmp_31 = tmp_30.reshape(4, -1, 32, 64);  tmp_30 = None
        tmp_32 = tmp_31.transpose(1, 2);  tmp_31 = None
        tmp_33 = tmp_32.contiguous();  tmp_32 = None
        tmp_34 = tmp_33.reshape(4, 32, -1);  tmp_33 = None
        tmp_35 = tmp_34.contiguous();  tmp_34 = None
        tmp_36 = torch.nn.functional.linear(tmp_35, in_15, in_14);  tmp_35 = in_15 = in_14 = None
        tmp_37 = torch.nn.functional.dropout(tmp_36, 0.1, False, False);  tmp_36 = None
        tmp_38 = tmp_37 + tmp_20;  tmp_37 = tmp_20 = None
        tmp_39 = torch.nn.functional.layer_norm(tmp_38, (768,), in_13, in_12, 1e-12);  tmp_38 = in_13 = in_12 = None
        tmp_40 = torch.nn.functional.linear(tmp_39, in_23, in_22);  in_23 = in_22 = None
        tmp_41 = torch.nn.functional.gelu(tmp_40);  tmp_40 = None
        tmp_42 = torch.nn.functional.linear(tmp_41, in_27, in_26);  tmp_41 = in_27 = in_26 = None
        tmp_43 = torch.nn.functional.dropout(tmp_42, 0.1, False, False);  tmp_42 = None
        tmp_44 = tmp_43 + tmp_39;  tmp_43 = tmp_39 = None
        tmp_45 = torch.nn.functional.layer_norm(tmp_44, (768,), in_25, in_24, 1e-12);  tmp_44 = in_25 = in_24 = None
        tmp_46 = torch.nn.functional.linear(tmp_45, in_33, in_32);  in_33 = in_32 = None
        tmp_47 = tmp_46.view(4, 32, -1, 64);  tmp_46 = None
        tmp_48 = tmp_47.transpose(1, 2);  tmp_47 = None
        tmp_49 = torch.nn.functional.linear(tmp_45, in_31, in_30);  in_31 = in_30 = None
        tmp_50 = tmp_49.view(4, 32, -1, 64);  tmp_49 = None
        tmp_51 = tmp_50.transpose(1, 2);  tmp_50 = None
        tmp_52 = torch.nn.functional.linear(tmp_45, in_35, in_34);  in_35 = in_34 = None
        tmp_53 = tmp_52.view(4, 32, -1, 64);  tmp_52 = None
        tmp_54 = tmp_53.transpose(1, 2);  tmp_53 = None
        tmp_55 = torch.nn.functional.scaled_dot_product_attention(tmp_48, tmp_51, tmp_54, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_48 = tmp_51 = tmp_54 = None
        tmp_56 = tmp_55.reshape(4, -1, 32, 64);  tmp_55 = None
        tmp_57 = tmp_56.transpose(1, 2);  tmp_56 = None
        tmp_58 = tmp_57.contiguous();  tmp_57 = None
        tmp_59 = tmp_58.reshape(4, 32, -1);  tmp_58 = None
        tmp_60 = tmp_59.contiguous();  tmp_59 = None
        tmp_61 = torch.nn.functional.linear(tmp_60, in_29, in_28);  tmp_60 = in_29 = in_28 = None
        tmp_62 = torch.nn.functional.dropout(tmp_61, 0.1, False, False);  tmp_61 = None
        tmp_63 = tmp_62 + tmp_45;  tmp_62 = tmp_45 = None
        return (tmp_63,)
        