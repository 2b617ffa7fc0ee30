import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4):
        tmp_0 = torch.nn.functional.dropout(in_4, 0.0, False, False);  in_4 = None
        tmp_1 = in_0.view(1, -1, 1, 1);  in_0 = None
        tmp_2 = tmp_0 * tmp_1;  tmp_0 = tmp_1 = None
        tmp_3 = in_3 + tmp_2;  in_3 = tmp_2 = None
        tmp_4 = torch.conv2d(tmp_3, in_2, in_1, (2, 2), (1, 1), (1, 1), 1);  tmp_3 = in_2 = in_1 = None
        return (tmp_4,)
        