import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4):
        tmp_0 = torch.nn.functional.layer_norm(in_4, (32,), in_3, in_2, 1e-05);  in_4 = in_3 = in_2 = None
        tmp_1 = torch.nn.functional.linear(tmp_0, in_1, in_0);  in_1 = in_0 = None
        tmp_2 = tmp_1.view((4, 3136, -1, 32));  tmp_1 = None
        tmp_3 = tmp_2.transpose(1, 2);  tmp_2 = None
        return (tmp_0, tmp_3)
        