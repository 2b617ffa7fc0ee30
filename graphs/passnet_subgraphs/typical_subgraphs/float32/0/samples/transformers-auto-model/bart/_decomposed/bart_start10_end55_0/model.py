import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26):
        tmp_0 = torch.nn.functional.linear(in_26, in_13, in_12);  in_13 = in_12 = None
        tmp_1 = tmp_0.view((1, 16, -1, 64));  tmp_0 = None
        tmp_2 = tmp_1.transpose(1, 2);  tmp_1 = None
        tmp_3 = torch.nn.functional.linear(in_26, in_9, in_8);  in_9 = in_8 = None
        tmp_4 = torch.nn.functional.linear(in_26, in_15, in_14);  in_15 = in_14 = None
        tmp_5 = tmp_3.view((1, 16, -1, 64));  tmp_3 = None
        tmp_6 = tmp_5.transpose(1, 2);  tmp_5 = None
        tmp_7 = tmp_4.view((1, 16, -1, 64));  tmp_4 = None
        tmp_8 = tmp_7.transpose(1, 2);  tmp_7 = None
        tmp_9 = torch.nn.functional.scaled_dot_product_attention(tmp_2, tmp_6, tmp_8, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_2 = tmp_6 = tmp_8 = None
        tmp_10 = tmp_9.reshape(1, -1, 16, 64);  tmp_9 = None
        tmp_11 = tmp_10.transpose(1, 2);  tmp_10 = None
        tmp_12 = tmp_11.contiguous();  tmp_11 = None
        tmp_13 = tmp_12.reshape(1, 16, -1);  tmp_12 = None
        tmp_14 = tmp_13.contiguous();  tmp_13 = None
        tmp_15 = torch.nn.functional.linear(tmp_14, in_11, in_10);  tmp_14 = in_11 = in_10 = None
        tmp_16 = torch.nn.functional.dropout(tmp_15, p = 0.1, training = False);  tmp_15 = None
        tmp_17 = in_26 + tmp_16;  in_26 = tmp_16 = None
        tmp_18 = torch.nn.functional.layer_norm(tmp_17, (1024,), in_7, in_6, 1e-05);  tmp_17 = in_7 = in_6 = None
        tmp_19 = torch.nn.functional.linear(tmp_18, in_1, in_0);  in_1 = in_0 = None
        tmp_20 = torch.nn.functional.gelu(tmp_19);  tmp_19 = None
        tmp_21 = torch.nn.functional.dropout(tmp_20, p = 0.0, training = False);  tmp_20 = None
        tmp_22 = torch.nn.functional.linear(tmp_21, in_3, in_2);  tmp_21 = in_3 = in_2 = None
        tmp_23 = torch.nn.functional.dropout(tmp_22, p = 0.1, training = False);  tmp_22 = None
        tmp_24 = tmp_18 + tmp_23;  tmp_18 = tmp_23 = None
        tmp_25 = torch.nn.functional.layer_norm(tmp_24, (1024,), in_5, in_4, 1e-05);  tmp_24 = in_5 = in_4 = None
        tmp_26 = torch.nn.functional.linear(tmp_25, in_23, in_22);  in_23 = in_22 = None
        tmp_27 = tmp_26.view((1, 16, -1, 64));  tmp_26 = None
        tmp_28 = tmp_27.transpose(1, 2);  tmp_27 = None
        tmp_29 = torch.nn.functional.linear(tmp_25, in_19, in_18);  in_19 = in_18 = None
        tmp_30 = torch.nn.functional.linear(tmp_25, in_25, in_24);  in_25 = in_24 = None
        tmp_31 = tmp_29.view((1, 16, -1, 64));  tmp_29 = None
        tmp_32 = tmp_31.transpose(1, 2);  tmp_31 = None
        tmp_33 = tmp_30.view((1, 16, -1, 64));  tmp_30 = None
        tmp_34 = tmp_33.transpose(1, 2);  tmp_33 = None
        tmp_35 = torch.nn.functional.scaled_dot_product_attention(tmp_28, tmp_32, tmp_34, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_28 = tmp_32 = tmp_34 = None
        tmp_36 = tmp_35.reshape(1, -1, 16, 64);  tmp_35 = None
        tmp_37 = tmp_36.transpose(1, 2);  tmp_36 = None
        tmp_38 = tmp_37.contiguous();  tmp_37 = None
        tmp_39 = tmp_38.reshape(1, 16, -1);  tmp_38 = None
        tmp_40 = tmp_39.contiguous();  tmp_39 = None
        tmp_41 = torch.nn.functional.linear(tmp_40, in_21, in_20);  tmp_40 = in_21 = in_20 = None
        tmp_42 = torch.nn.functional.dropout(tmp_41, p = 0.1, training = False);  tmp_41 = None
        tmp_43 = tmp_25 + tmp_42;  tmp_25 = tmp_42 = None
        tmp_44 = torch.nn.functional.layer_norm(tmp_43, (1024,), in_17, in_16, 1e-05);  tmp_43 = in_17 = in_16 = None
        return (tmp_44,)
        