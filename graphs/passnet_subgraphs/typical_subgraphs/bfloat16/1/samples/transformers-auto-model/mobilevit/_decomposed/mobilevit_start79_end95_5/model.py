import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11):
        tmp_0 = torch.nn.functional.linear(in_11, in_1, in_0);  in_11 = in_1 = in_0 = None
        tmp_1 = torch.nn.functional.dropout(tmp_0, 0.1, False, False);  tmp_0 = None
        tmp_2 = tmp_1 + in_10;  tmp_1 = in_10 = None
        tmp_3 = torch.nn.functional.layer_norm(tmp_2, (144,), in_9, in_8, 1e-05);  in_9 = in_8 = None
        tmp_4 = torch.nn.functional.linear(tmp_3, in_5, in_4);  in_5 = in_4 = None
        tmp_5 = tmp_4.view((16, 256, -1, 36));  tmp_4 = None
        tmp_6 = tmp_5.transpose(1, 2);  tmp_5 = None
        tmp_7 = torch.nn.functional.linear(tmp_3, in_3, in_2);  in_3 = in_2 = None
        tmp_8 = tmp_7.view((16, 256, -1, 36));  tmp_7 = None
        tmp_9 = tmp_8.transpose(1, 2);  tmp_8 = None
        tmp_10 = torch.nn.functional.linear(tmp_3, in_7, in_6);  tmp_3 = in_7 = in_6 = None
        tmp_11 = tmp_10.view((16, 256, -1, 36));  tmp_10 = None
        tmp_12 = tmp_11.transpose(1, 2);  tmp_11 = None
        tmp_13 = tmp_9.transpose(-1, -2);  tmp_9 = None
        tmp_14 = torch.matmul(tmp_6, tmp_13);  tmp_6 = tmp_13 = None
        tmp_15 = tmp_14 / 6.0;  tmp_14 = None
        return (tmp_2, tmp_12, tmp_15)
        