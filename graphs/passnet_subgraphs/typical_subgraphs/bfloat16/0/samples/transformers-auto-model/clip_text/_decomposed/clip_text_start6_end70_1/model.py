import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32, in_33, in_34, in_35, in_36, in_37, in_38, in_39):
        tmp_0 = torch.nn.functional.linear(in_39, in_11, in_10);  in_11 = in_10 = None
        tmp_1 = torch.nn.functional.linear(in_39, in_7, in_6);  in_7 = in_6 = None
        tmp_2 = torch.nn.functional.linear(in_39, in_13, in_12);  in_39 = in_13 = in_12 = None
        tmp_3 = tmp_0.view((2, 32, -1, 64));  tmp_0 = None
        tmp_4 = tmp_3.transpose(1, 2);  tmp_3 = None
        tmp_5 = tmp_1.view((2, 32, -1, 64));  tmp_1 = None
        tmp_6 = tmp_5.transpose(1, 2);  tmp_5 = None
        tmp_7 = tmp_2.view((2, 32, -1, 64));  tmp_2 = None
        tmp_8 = tmp_7.transpose(1, 2);  tmp_7 = None
        tmp_9 = torch.nn.functional.scaled_dot_product_attention(tmp_4, tmp_6, tmp_8, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = True);  tmp_4 = tmp_6 = tmp_8 = None
        tmp_10 = tmp_9.reshape(2, -1, 32, 64);  tmp_9 = None
        tmp_11 = tmp_10.transpose(1, 2);  tmp_10 = None
        tmp_12 = tmp_11.contiguous();  tmp_11 = None
        tmp_13 = tmp_12.reshape(2, 32, -1);  tmp_12 = None
        tmp_14 = tmp_13.contiguous();  tmp_13 = None
        tmp_15 = torch.nn.functional.linear(tmp_14, in_9, in_8);  tmp_14 = in_9 = in_8 = None
        tmp_16 = in_38 + tmp_15;  in_38 = tmp_15 = None
        tmp_17 = torch.nn.functional.layer_norm(tmp_16, (512,), in_1, in_0, 1e-05);  in_1 = in_0 = None
        tmp_18 = torch.nn.functional.linear(tmp_17, in_3, in_2);  tmp_17 = in_3 = in_2 = None
        tmp_19 = 1.702 * tmp_18
        tmp_20 = torch.sigmoid(tmp_19);  tmp_19 = None
        tmp_21 = tmp_18 * tmp_20;  tmp_18 = tmp_20 = None
        tmp_22 = torch.nn.functional.linear(tmp_21, in_5, in_4);  tmp_21 = in_5 = in_4 = None
        tmp_23 = tmp_16 + tmp_22;  tmp_16 = tmp_22 = None
        tmp_24 = torch.nn.functional.layer_norm(tmp_23, (512,), in_15, in_14, 1e-05);  in_15 = in_14 = None
        tmp_25 = torch.nn.functional.linear(tmp_24, in_27, in_26);  in_27 = in_26 = None
        tmp_26 = torch.nn.functional.linear(tmp_24, in_23, in_22);  in_23 = in_22 = None
        tmp_27 = torch.nn.functional.linear(tmp_24, in_29, in_28);  tmp_24 = in_29 = in_28 = None
        tmp_28 = tmp_25.view((2, 32, -1, 64));  tmp_25 = None
        tmp_29 = tmp_28.transpose(1, 2);  tmp_28 = None
        tmp_30 = tmp_26.view((2, 32, -1, 64));  tmp_26 = None
        tmp_31 = tmp_30.transpose(1, 2);  tmp_30 = None
        tmp_32 = tmp_27.view((2, 32, -1, 64));  tmp_27 = None
        tmp_33 = tmp_32.transpose(1, 2);  tmp_32 = None
        tmp_34 = torch.nn.functional.scaled_dot_product_attention(tmp_29, tmp_31, tmp_33, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = True);  tmp_29 = tmp_31 = tmp_33 = None
        tmp_35 = tmp_34.reshape(2, -1, 32, 64);  tmp_34 = None
        tmp_36 = tmp_35.transpose(1, 2);  tmp_35 = None
        tmp_37 = tmp_36.contiguous();  tmp_36 = None
        tmp_38 = tmp_37.reshape(2, 32, -1);  tmp_37 = None
        tmp_39 = tmp_38.contiguous();  tmp_38 = None
        tmp_40 = torch.nn.functional.linear(tmp_39, in_25, in_24);  tmp_39 = in_25 = in_24 = None
        tmp_41 = tmp_23 + tmp_40;  tmp_23 = tmp_40 = None
        tmp_42 = torch.nn.functional.layer_norm(tmp_41, (512,), in_17, in_16, 1e-05);  in_17 = in_16 = None
        tmp_43 = torch.nn.functional.linear(tmp_42, in_19, in_18);  tmp_42 = in_19 = in_18 = None
        tmp_44 = 1.702 * tmp_43
        tmp_45 = torch.sigmoid(tmp_44);  tmp_44 = None
        tmp_46 = tmp_43 * tmp_45;  tmp_43 = tmp_45 = None
        tmp_47 = torch.nn.functional.linear(tmp_46, in_21, in_20);  tmp_46 = in_21 = in_20 = None
        tmp_48 = tmp_41 + tmp_47;  tmp_41 = tmp_47 = None
        tmp_49 = torch.nn.functional.layer_norm(tmp_48, (512,), in_31, in_30, 1e-05);  in_31 = in_30 = None
        tmp_50 = torch.nn.functional.linear(tmp_49, in_35, in_34);  in_35 = in_34 = None
        tmp_51 = torch.nn.functional.linear(tmp_49, in_33, in_32);  in_33 = in_32 = None
        tmp_52 = torch.nn.functional.linear(tmp_49, in_37, in_36);  tmp_49 = in_37 = in_36 = None
        tmp_53 = tmp_50.view((2, 32, -1, 64));  tmp_50 = None
        tmp_54 = tmp_53.transpose(1, 2);  tmp_53 = None
        tmp_55 = tmp_51.view((2, 32, -1, 64));  tmp_51 = None
        tmp_56 = tmp_55.transpose(1, 2);  tmp_55 = None
        tmp_57 = tmp_52.view((2, 32, -1, 64));  tmp_52 = None
        tmp_58 = tmp_57.transpose(1, 2);  tmp_57 = None
        tmp_59 = torch.nn.functional.scaled_dot_product_attention(tmp_54, tmp_56, tmp_58, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = True);  tmp_54 = tmp_56 = tmp_58 = None
        tmp_60 = tmp_59.reshape(2, -1, 32, 64);  tmp_59 = None
        tmp_61 = tmp_60.transpose(1, 2);  tmp_60 = None
        tmp_62 = tmp_61.contiguous();  tmp_61 = None
        tmp_63 = tmp_62.reshape(2, 32, -1);  tmp_62 = None
        return (tmp_48, tmp_63)
        