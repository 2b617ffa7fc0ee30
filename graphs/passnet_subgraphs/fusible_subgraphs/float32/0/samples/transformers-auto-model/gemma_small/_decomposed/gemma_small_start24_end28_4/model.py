import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = in_0.float();  in_0 = None
        tmp_1 = 1.0 + tmp_0;  tmp_0 = None
        tmp_2 = in_2 * tmp_1;  in_2 = tmp_1 = None
        tmp_3 = tmp_2.type_as(in_1);  tmp_2 = in_1 = None
        return (tmp_3,)
        