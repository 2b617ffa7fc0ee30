import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32, in_33, in_34, in_35, in_36, in_37, in_38, in_39, in_40, in_41, in_42, in_43):
        tmp_0 = torch.nn.functional.scaled_dot_product_attention(in_42, in_41, in_43, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  in_42 = in_41 = in_43 = None
        tmp_1 = tmp_0.reshape(4, -1, 32, 64);  tmp_0 = None
        tmp_2 = tmp_1.transpose(1, 2);  tmp_1 = None
        tmp_3 = tmp_2.contiguous();  tmp_2 = None
        tmp_4 = tmp_3.reshape(4, 32, -1);  tmp_3 = None
        tmp_5 = tmp_4.contiguous();  tmp_4 = None
        tmp_6 = torch.nn.functional.linear(tmp_5, in_3, in_2);  tmp_5 = in_3 = in_2 = None
        tmp_7 = torch.nn.functional.dropout(tmp_6, 0.1, False, False);  tmp_6 = None
        tmp_8 = tmp_7 + in_40;  tmp_7 = in_40 = None
        tmp_9 = torch.nn.functional.layer_norm(tmp_8, (256,), in_1, in_0, 1e-12);  tmp_8 = in_1 = in_0 = None
        tmp_10 = torch.nn.functional.linear(tmp_9, in_5, in_4);  in_5 = in_4 = None
        tmp_11 = torch.nn.functional.gelu(tmp_10);  tmp_10 = None
        tmp_12 = torch.nn.functional.linear(tmp_11, in_9, in_8);  tmp_11 = in_9 = in_8 = None
        tmp_13 = torch.nn.functional.dropout(tmp_12, 0.1, False, False);  tmp_12 = None
        tmp_14 = tmp_13 + tmp_9;  tmp_13 = tmp_9 = None
        tmp_15 = torch.nn.functional.layer_norm(tmp_14, (256,), in_7, in_6, 1e-12);  tmp_14 = in_7 = in_6 = None
        tmp_16 = torch.nn.functional.linear(tmp_15, in_17, in_16);  in_17 = in_16 = None
        tmp_17 = tmp_16.view(4, 32, -1, 64);  tmp_16 = None
        tmp_18 = tmp_17.transpose(1, 2);  tmp_17 = None
        tmp_19 = torch.nn.functional.linear(tmp_15, in_15, in_14);  in_15 = in_14 = None
        tmp_20 = tmp_19.view(4, 32, -1, 64);  tmp_19 = None
        tmp_21 = tmp_20.transpose(1, 2);  tmp_20 = None
        tmp_22 = torch.nn.functional.linear(tmp_15, in_19, in_18);  in_19 = in_18 = None
        tmp_23 = tmp_22.view(4, 32, -1, 64);  tmp_22 = None
        tmp_24 = tmp_23.transpose(1, 2);  tmp_23 = None
        tmp_25 = torch.nn.functional.scaled_dot_product_attention(tmp_18, tmp_21, tmp_24, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_18 = tmp_21 = tmp_24 = None
        tmp_26 = tmp_25.reshape(4, -1, 32, 64);  tmp_25 = None
        tmp_27 = tmp_26.transpose(1, 2);  tmp_26 = None
        tmp_28 = tmp_27.contiguous();  tmp_27 = None
        tmp_29 = tmp_28.reshape(4, 32, -1);  tmp_28 = None
        tmp_30 = tmp_29.contiguous();  tmp_29 = None
        tmp_31 = torch.nn.functional.linear(tmp_30, in_13, in_12);  tmp_30 = in_13 = in_12 = None
        tmp_32 = torch.nn.functional.dropout(tmp_31, 0.1, False, False);  tmp_31 = None
        tmp_33 = tmp_32 + tmp_15;  tmp_32 = tmp_15 = None
        tmp_34 = torch.nn.functional.layer_norm(tmp_33, (256,), in_11, in_10, 1e-12);  tmp_33 = in_11 = in_10 = None
        tmp_35 = torch.nn.functional.linear(tmp_34, in_21, in_20);  in_21 = in_20 = None
        tmp_36 = torch.nn.functional.gelu(tmp_35);  tmp_35 = None
        tmp_37 = torch.nn.functional.linear(tmp_36, in_25, in_24);  tmp_36 = in_25 = in_24 = None
        tmp_38 = torch.nn.functional.dropout(tmp_37, 0.1, False, False);  tmp_37 = None
        tmp_39 = tmp_38 + tmp_34;  tmp_38 = tmp_34 = None
        tmp_40 = torch.nn.functional.layer_norm(tmp_39, (256,), in_23, in_22, 1e-12);  tmp_39 = in_23 = in_22 = None
        tmp_41 = torch.nn.functional.linear(tmp_40, in_33, in_32);  in_33 = in_32 = None
        tmp_42 = tmp_41.view(4, 32, -1, 64);  tmp_41 = None
        tmp_43 = tmp_42.transpose(1, 2);  tmp_42 = None
        tmp_44 = torch.nn.functional.linear(tmp_40, in_31, in_30);  in_31 = in_30 = None
        tmp_45 = tmp_44.view(4, 32, -1, 64);  tmp_44 = None
        tmp_46 = tmp_45.transpose(1, 2);  tmp_45 = None
        tmp_47 = torch.nn.functional.linear(tmp_40, in_35, in_34);  in_35 = in_34 = None
        tmp_48 = tmp_47.view(4, 32, -1, 64);  tmp_47 = None
        tmp_49 = tmp_48.transpose(1, 2);  tmp_48 = None
        tmp_50 = torch.nn.functional.scaled_dot_product_attention(tmp_43, tmp_46, tmp_49, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_43 = tmp_46 = tmp_49 = None
        tmp_51 = tmp_50.reshape(4, -1, 32, 64);  tmp_50 = None
        tmp_52 = tmp_51.transpose(1, 2);  tmp_51 = None
        tmp_53 = tmp_52.contiguous();  tmp_52 = None
        tmp_54 = tmp_53.reshape(4, 32, -1);  tmp_53 = None
        tmp_55 = tmp_54.contiguous();  tmp_54 = None
        tmp_56 = torch.nn.functional.linear(tmp_55, in_29, in_28);  tmp_55 = in_29 = in_28 = None
        tmp_57 = torch.nn.functional.dropout(tmp_56, 0.1, False, False);  tmp_56 = None
        tmp_58 = tmp_57 + tmp_40;  tmp_57 = tmp_40 = None
        tmp_59 = torch.nn.functional.layer_norm(tmp_58, (256,), in_27, in_26, 1e-12);  tmp_58 = in_27 = in_26 = None
        tmp_60 = torch.nn.functional.linear(tmp_59, in_37, in_36);  in_37 = in_36 = None
        tmp_61 = torch.nn.functional.gelu(tmp_60);  tmp_60 = None
        tmp_62 = torch.nn.functional.linear(tmp_61, in_39, in_38);  tmp_61 = in_39 = in_38 = None
        tmp_63 = torch.nn.functional.dropout(tmp_62, 0.1, False, False);  tmp_62 = None
        return (tmp_59, tmp_63)
        