import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32, in_33, in_34, in_35, in_36, in_37, in_38, in_39):
        tmp_0 = torch.nn.functional.linear(in_37, in_9, in_8);  in_37 = in_9 = in_8 = None
        tmp_1 = in_39.view((4, 50, -1, 64));  in_39 = None
        tmp_2 = tmp_1.transpose(1, 2);  tmp_1 = None
        tmp_3 = in_38.view((4, 50, -1, 64));  in_38 = None
        tmp_4 = tmp_3.transpose(1, 2);  tmp_3 = None
        tmp_5 = tmp_0.view((4, 50, -1, 64));  tmp_0 = None
        tmp_6 = tmp_5.transpose(1, 2);  tmp_5 = None
        tmp_7 = torch.nn.functional.scaled_dot_product_attention(tmp_2, tmp_4, tmp_6, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_2 = tmp_4 = tmp_6 = None
        tmp_8 = tmp_7.reshape(4, -1, 50, 64);  tmp_7 = None
        tmp_9 = tmp_8.transpose(1, 2);  tmp_8 = None
        tmp_10 = tmp_9.contiguous();  tmp_9 = None
        tmp_11 = tmp_10.reshape(4, 50, -1);  tmp_10 = None
        tmp_12 = tmp_11.contiguous();  tmp_11 = None
        tmp_13 = torch.nn.functional.linear(tmp_12, in_7, in_6);  tmp_12 = in_7 = in_6 = None
        tmp_14 = in_36 + tmp_13;  in_36 = tmp_13 = None
        tmp_15 = torch.nn.functional.layer_norm(tmp_14, (768,), in_1, in_0, 1e-05);  in_1 = in_0 = None
        tmp_16 = torch.nn.functional.linear(tmp_15, in_3, in_2);  tmp_15 = in_3 = in_2 = None
        tmp_17 = 1.702 * tmp_16
        tmp_18 = torch.sigmoid(tmp_17);  tmp_17 = None
        tmp_19 = tmp_16 * tmp_18;  tmp_16 = tmp_18 = None
        tmp_20 = torch.nn.functional.linear(tmp_19, in_5, in_4);  tmp_19 = in_5 = in_4 = None
        tmp_21 = tmp_14 + tmp_20;  tmp_14 = tmp_20 = None
        tmp_22 = torch.nn.functional.layer_norm(tmp_21, (768,), in_11, in_10, 1e-05);  in_11 = in_10 = None
        tmp_23 = torch.nn.functional.linear(tmp_22, in_23, in_22);  in_23 = in_22 = None
        tmp_24 = torch.nn.functional.linear(tmp_22, in_19, in_18);  in_19 = in_18 = None
        tmp_25 = torch.nn.functional.linear(tmp_22, in_25, in_24);  tmp_22 = in_25 = in_24 = None
        tmp_26 = tmp_23.view((4, 50, -1, 64));  tmp_23 = None
        tmp_27 = tmp_26.transpose(1, 2);  tmp_26 = None
        tmp_28 = tmp_24.view((4, 50, -1, 64));  tmp_24 = None
        tmp_29 = tmp_28.transpose(1, 2);  tmp_28 = None
        tmp_30 = tmp_25.view((4, 50, -1, 64));  tmp_25 = None
        tmp_31 = tmp_30.transpose(1, 2);  tmp_30 = None
        tmp_32 = torch.nn.functional.scaled_dot_product_attention(tmp_27, tmp_29, tmp_31, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_27 = tmp_29 = tmp_31 = None
        tmp_33 = tmp_32.reshape(4, -1, 50, 64);  tmp_32 = None
        tmp_34 = tmp_33.transpose(1, 2);  tmp_33 = None
        tmp_35 = tmp_34.contiguous();  tmp_34 = None
        tmp_36 = tmp_35.reshape(4, 50, -1);  tmp_35 = None
        tmp_37 = tmp_36.contiguous();  tmp_36 = None
        tmp_38 = torch.nn.functional.linear(tmp_37, in_21, in_20);  tmp_37 = in_21 = in_20 = None
        tmp_39 = tmp_21 + tmp_38;  tmp_21 = tmp_38 = None
        tmp_40 = torch.nn.functional.layer_norm(tmp_39, (768,), in_13, in_12, 1e-05);  in_13 = in_12 = None
        tmp_41 = torch.nn.functional.linear(tmp_40, in_15, in_14);  tmp_40 = in_15 = in_14 = None
        tmp_42 = 1.702 * tmp_41
        tmp_43 = torch.sigmoid(tmp_42);  tmp_42 = None
        tmp_44 = tmp_41 * tmp_43;  tmp_41 = tmp_43 = None
        tmp_45 = torch.nn.functional.linear(tmp_44, in_17, in_16);  tmp_44 = in_17 = in_16 = None
        tmp_46 = tmp_39 + tmp_45;  tmp_39 = tmp_45 = None
        tmp_47 = torch.nn.functional.layer_norm(tmp_46, (768,), in_27, in_26, 1e-05);  in_27 = in_26 = None
        tmp_48 = torch.nn.functional.linear(tmp_47, in_33, in_32);  in_33 = in_32 = None
        tmp_49 = torch.nn.functional.linear(tmp_47, in_29, in_28);  in_29 = in_28 = None
        tmp_50 = torch.nn.functional.linear(tmp_47, in_35, in_34);  tmp_47 = in_35 = in_34 = None
        tmp_51 = tmp_48.view((4, 50, -1, 64));  tmp_48 = None
        tmp_52 = tmp_51.transpose(1, 2);  tmp_51 = None
        tmp_53 = tmp_49.view((4, 50, -1, 64));  tmp_49 = None
        tmp_54 = tmp_53.transpose(1, 2);  tmp_53 = None
        tmp_55 = tmp_50.view((4, 50, -1, 64));  tmp_50 = None
        tmp_56 = tmp_55.transpose(1, 2);  tmp_55 = None
        tmp_57 = torch.nn.functional.scaled_dot_product_attention(tmp_52, tmp_54, tmp_56, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_52 = tmp_54 = tmp_56 = None
        tmp_58 = tmp_57.reshape(4, -1, 50, 64);  tmp_57 = None
        tmp_59 = tmp_58.transpose(1, 2);  tmp_58 = None
        tmp_60 = tmp_59.contiguous();  tmp_59 = None
        tmp_61 = tmp_60.reshape(4, 50, -1);  tmp_60 = None
        tmp_62 = tmp_61.contiguous();  tmp_61 = None
        tmp_63 = torch.nn.functional.linear(tmp_62, in_31, in_30);  tmp_62 = in_31 = in_30 = None
        return (tmp_46, tmp_63)
        