import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6):
        tmp_0 = torch.nn.functional.layer_norm(in_6, (32,), in_3, in_2, 1e-05);  in_6 = in_3 = in_2 = None
        tmp_1 = torch.nn.functional.linear(tmp_0, in_1, in_0);  in_1 = in_0 = None
        tmp_2 = tmp_1.view((4, 49, -1, 32));  tmp_1 = None
        tmp_3 = tmp_2.transpose(1, 2);  tmp_2 = None
        tmp_4 = torch.nn.functional.linear(tmp_0, in_5, in_4);  tmp_0 = in_5 = in_4 = None
        tmp_5 = tmp_4.view((4, 49, -1, 32));  tmp_4 = None
        tmp_6 = tmp_5.transpose(1, 2);  tmp_5 = None
        return (tmp_3, tmp_6)
        