import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27):
        tmp_0 = in_27.view((1, 16, -1, 64));  in_27 = None
        tmp_1 = tmp_0.transpose(1, 2);  tmp_0 = None
        tmp_2 = torch.nn.functional.linear(in_26, in_9, in_8);  in_9 = in_8 = None
        tmp_3 = torch.nn.functional.linear(in_26, in_13, in_12);  in_13 = in_12 = None
        tmp_4 = tmp_2.view((1, 16, -1, 64));  tmp_2 = None
        tmp_5 = tmp_4.transpose(1, 2);  tmp_4 = None
        tmp_6 = tmp_3.view((1, 16, -1, 64));  tmp_3 = None
        tmp_7 = tmp_6.transpose(1, 2);  tmp_6 = None
        tmp_8 = torch.nn.functional.scaled_dot_product_attention(tmp_1, tmp_5, tmp_7, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_1 = tmp_5 = tmp_7 = None
        tmp_9 = tmp_8.reshape(1, -1, 16, 64);  tmp_8 = None
        tmp_10 = tmp_9.transpose(1, 2);  tmp_9 = None
        tmp_11 = tmp_10.contiguous();  tmp_10 = None
        tmp_12 = tmp_11.reshape(1, 16, -1);  tmp_11 = None
        tmp_13 = tmp_12.contiguous();  tmp_12 = None
        tmp_14 = torch.nn.functional.linear(tmp_13, in_11, in_10);  tmp_13 = in_11 = in_10 = None
        tmp_15 = torch.nn.functional.dropout(tmp_14, p = 0.1, training = False);  tmp_14 = None
        tmp_16 = in_26 + tmp_15;  in_26 = tmp_15 = None
        tmp_17 = torch.nn.functional.layer_norm(tmp_16, (1024,), in_7, in_6, 1e-05);  tmp_16 = in_7 = in_6 = None
        tmp_18 = torch.nn.functional.linear(tmp_17, in_1, in_0);  in_1 = in_0 = None
        tmp_19 = torch.nn.functional.gelu(tmp_18);  tmp_18 = None
        tmp_20 = torch.nn.functional.dropout(tmp_19, p = 0.0, training = False);  tmp_19 = None
        tmp_21 = torch.nn.functional.linear(tmp_20, in_3, in_2);  tmp_20 = in_3 = in_2 = None
        tmp_22 = torch.nn.functional.dropout(tmp_21, p = 0.1, training = False);  tmp_21 = None
        tmp_23 = tmp_17 + tmp_22;  tmp_17 = tmp_22 = None
        tmp_24 = torch.nn.functional.layer_norm(tmp_23, (1024,), in_5, in_4, 1e-05);  tmp_23 = in_5 = in_4 = None
        tmp_25 = torch.nn.functional.linear(tmp_24, in_23, in_22);  in_23 = in_22 = None
        tmp_26 = tmp_25.view((1, 16, -1, 64));  tmp_25 = None
        tmp_27 = tmp_26.transpose(1, 2);  tmp_26 = None
        tmp_28 = torch.nn.functional.linear(tmp_24, in_19, in_18);  in_19 = in_18 = None
        tmp_29 = torch.nn.functional.linear(tmp_24, in_25, in_24);  in_25 = in_24 = None
        tmp_30 = tmp_28.view((1, 16, -1, 64));  tmp_28 = None
        tmp_31 = tmp_30.transpose(1, 2);  tmp_30 = None
        tmp_32 = tmp_29.view((1, 16, -1, 64));  tmp_29 = None
        tmp_33 = tmp_32.transpose(1, 2);  tmp_32 = None
        tmp_34 = torch.nn.functional.scaled_dot_product_attention(tmp_27, tmp_31, tmp_33, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_27 = tmp_31 = tmp_33 = None
        tmp_35 = tmp_34.reshape(1, -1, 16, 64);  tmp_34 = None
        tmp_36 = tmp_35.transpose(1, 2);  tmp_35 = None
        tmp_37 = tmp_36.contiguous();  tmp_36 = None
        tmp_38 = tmp_37.reshape(1, 16, -1);  tmp_37 = None
        tmp_39 = tmp_38.contiguous();  tmp_38 = None
        tmp_40 = torch.nn.functional.linear(tmp_39, in_21, in_20);  tmp_39 = in_21 = in_20 = None
        tmp_41 = torch.nn.functional.dropout(tmp_40, p = 0.1, training = False);  tmp_40 = None
        tmp_42 = tmp_24 + tmp_41;  tmp_24 = tmp_41 = None
        tmp_43 = torch.nn.functional.layer_norm(tmp_42, (1024,), in_17, in_16, 1e-05);  tmp_42 = in_17 = in_16 = None
        tmp_44 = torch.nn.functional.linear(tmp_43, in_15, in_14);  in_15 = in_14 = None
        return (tmp_43, tmp_44)
        