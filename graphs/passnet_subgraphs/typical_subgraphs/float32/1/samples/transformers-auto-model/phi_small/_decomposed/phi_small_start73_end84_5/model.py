import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9):
        tmp_0 = in_8 + in_9;  in_8 = in_9 = None
        tmp_1 = torch.nn.functional.layer_norm(tmp_0, (512,), in_1, in_0, 1e-05);  in_1 = in_0 = None
        tmp_2 = torch.nn.functional.linear(tmp_1, in_5, in_4);  in_5 = in_4 = None
        tmp_3 = tmp_2.view((4, 32, -1, 64));  tmp_2 = None
        tmp_4 = tmp_3.transpose(1, 2);  tmp_3 = None
        tmp_5 = torch.nn.functional.linear(tmp_1, in_3, in_2);  in_3 = in_2 = None
        tmp_6 = tmp_5.view((4, 32, -1, 64));  tmp_5 = None
        tmp_7 = tmp_6.transpose(1, 2);  tmp_6 = None
        tmp_8 = torch.nn.functional.linear(tmp_1, in_7, in_6);  in_7 = in_6 = None
        tmp_9 = tmp_8.view((4, 32, -1, 64));  tmp_8 = None
        tmp_10 = tmp_9.transpose(1, 2);  tmp_9 = None
        return (tmp_0, tmp_1, tmp_4, tmp_7, tmp_10)
        