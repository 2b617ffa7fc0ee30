import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32, in_33, in_34, in_35, in_36, in_37):
        tmp_0 = in_36.view((4, 32, -1, 64));  in_36 = None
        tmp_1 = tmp_0.transpose(1, 2);  tmp_0 = None
        tmp_2 = in_35.view((4, 32, -1, 64));  in_35 = None
        tmp_3 = tmp_2.transpose(1, 2);  tmp_2 = None
        tmp_4 = in_37.view((4, 32, -1, 64));  in_37 = None
        tmp_5 = tmp_4.transpose(1, 2);  tmp_4 = None
        tmp_6 = torch.nn.functional.scaled_dot_product_attention(tmp_1, tmp_3, tmp_5, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = True);  tmp_1 = tmp_3 = tmp_5 = None
        tmp_7 = tmp_6.reshape(4, -1, 32, 64);  tmp_6 = None
        tmp_8 = tmp_7.transpose(1, 2);  tmp_7 = None
        tmp_9 = tmp_8.contiguous();  tmp_8 = None
        tmp_10 = tmp_9.reshape(4, 32, -1);  tmp_9 = None
        tmp_11 = tmp_10.contiguous();  tmp_10 = None
        tmp_12 = torch.nn.functional.linear(tmp_11, in_7, in_6);  tmp_11 = in_7 = in_6 = None
        tmp_13 = in_34 + tmp_12;  in_34 = tmp_12 = None
        tmp_14 = torch.nn.functional.layer_norm(tmp_13, (512,), in_1, in_0, 1e-05);  in_1 = in_0 = None
        tmp_15 = torch.nn.functional.linear(tmp_14, in_3, in_2);  tmp_14 = in_3 = in_2 = None
        tmp_16 = 1.702 * tmp_15
        tmp_17 = torch.sigmoid(tmp_16);  tmp_16 = None
        tmp_18 = tmp_15 * tmp_17;  tmp_15 = tmp_17 = None
        tmp_19 = torch.nn.functional.linear(tmp_18, in_5, in_4);  tmp_18 = in_5 = in_4 = None
        tmp_20 = tmp_13 + tmp_19;  tmp_13 = tmp_19 = None
        tmp_21 = torch.nn.functional.layer_norm(tmp_20, (512,), in_9, in_8, 1e-05);  in_9 = in_8 = None
        tmp_22 = torch.nn.functional.linear(tmp_21, in_21, in_20);  in_21 = in_20 = None
        tmp_23 = torch.nn.functional.linear(tmp_21, in_17, in_16);  in_17 = in_16 = None
        tmp_24 = torch.nn.functional.linear(tmp_21, in_23, in_22);  tmp_21 = in_23 = in_22 = None
        tmp_25 = tmp_22.view((4, 32, -1, 64));  tmp_22 = None
        tmp_26 = tmp_25.transpose(1, 2);  tmp_25 = None
        tmp_27 = tmp_23.view((4, 32, -1, 64));  tmp_23 = None
        tmp_28 = tmp_27.transpose(1, 2);  tmp_27 = None
        tmp_29 = tmp_24.view((4, 32, -1, 64));  tmp_24 = None
        tmp_30 = tmp_29.transpose(1, 2);  tmp_29 = None
        tmp_31 = torch.nn.functional.scaled_dot_product_attention(tmp_26, tmp_28, tmp_30, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = True);  tmp_26 = tmp_28 = tmp_30 = None
        tmp_32 = tmp_31.reshape(4, -1, 32, 64);  tmp_31 = None
        tmp_33 = tmp_32.transpose(1, 2);  tmp_32 = None
        tmp_34 = tmp_33.contiguous();  tmp_33 = None
        tmp_35 = tmp_34.reshape(4, 32, -1);  tmp_34 = None
        tmp_36 = tmp_35.contiguous();  tmp_35 = None
        tmp_37 = torch.nn.functional.linear(tmp_36, in_19, in_18);  tmp_36 = in_19 = in_18 = None
        tmp_38 = tmp_20 + tmp_37;  tmp_20 = tmp_37 = None
        tmp_39 = torch.nn.functional.layer_norm(tmp_38, (512,), in_11, in_10, 1e-05);  in_11 = in_10 = None
        tmp_40 = torch.nn.functional.linear(tmp_39, in_13, in_12);  tmp_39 = in_13 = in_12 = None
        tmp_41 = 1.702 * tmp_40
        tmp_42 = torch.sigmoid(tmp_41);  tmp_41 = None
        tmp_43 = tmp_40 * tmp_42;  tmp_40 = tmp_42 = None
        tmp_44 = torch.nn.functional.linear(tmp_43, in_15, in_14);  tmp_43 = in_15 = in_14 = None
        tmp_45 = tmp_38 + tmp_44;  tmp_38 = tmp_44 = None
        tmp_46 = torch.nn.functional.layer_norm(tmp_45, (512,), in_25, in_24, 1e-05);  in_25 = in_24 = None
        tmp_47 = torch.nn.functional.linear(tmp_46, in_31, in_30);  in_31 = in_30 = None
        tmp_48 = torch.nn.functional.linear(tmp_46, in_27, in_26);  in_27 = in_26 = None
        tmp_49 = torch.nn.functional.linear(tmp_46, in_33, in_32);  tmp_46 = in_33 = in_32 = None
        tmp_50 = tmp_47.view((4, 32, -1, 64));  tmp_47 = None
        tmp_51 = tmp_50.transpose(1, 2);  tmp_50 = None
        tmp_52 = tmp_48.view((4, 32, -1, 64));  tmp_48 = None
        tmp_53 = tmp_52.transpose(1, 2);  tmp_52 = None
        tmp_54 = tmp_49.view((4, 32, -1, 64));  tmp_49 = None
        tmp_55 = tmp_54.transpose(1, 2);  tmp_54 = None
        tmp_56 = torch.nn.functional.scaled_dot_product_attention(tmp_51, tmp_53, tmp_55, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = True);  tmp_51 = tmp_53 = tmp_55 = None
        tmp_57 = tmp_56.reshape(4, -1, 32, 64);  tmp_56 = None
        tmp_58 = tmp_57.transpose(1, 2);  tmp_57 = None
        tmp_59 = tmp_58.contiguous();  tmp_58 = None
        tmp_60 = tmp_59.reshape(4, 32, -1);  tmp_59 = None
        tmp_61 = tmp_60.contiguous();  tmp_60 = None
        tmp_62 = torch.nn.functional.linear(tmp_61, in_29, in_28);  tmp_61 = in_29 = in_28 = None
        tmp_63 = tmp_45 + tmp_62;  tmp_45 = tmp_62 = None
        return (tmp_63,)
        