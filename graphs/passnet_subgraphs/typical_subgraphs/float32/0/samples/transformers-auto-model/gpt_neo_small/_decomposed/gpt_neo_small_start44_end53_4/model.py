import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8):
        tmp_0 = torch.matmul(in_6, in_8);  in_6 = in_8 = None
        tmp_1 = tmp_0.permute(0, 2, 1, 3);  tmp_0 = None
        tmp_2 = tmp_1.contiguous();  tmp_1 = None
        tmp_3 = tmp_2.view((2, 32, 512));  tmp_2 = None
        tmp_4 = torch.nn.functional.linear(tmp_3, in_1, in_0);  tmp_3 = in_1 = in_0 = None
        tmp_5 = torch.nn.functional.dropout(tmp_4, 0.0, False, False);  tmp_4 = None
        tmp_6 = tmp_5 + in_7;  tmp_5 = in_7 = None
        tmp_7 = torch.nn.functional.layer_norm(tmp_6, (512,), in_3, in_2, 1e-05);  in_3 = in_2 = None
        tmp_8 = torch.nn.functional.linear(tmp_7, in_5, in_4);  tmp_7 = in_5 = in_4 = None
        return (tmp_6, tmp_8)
        