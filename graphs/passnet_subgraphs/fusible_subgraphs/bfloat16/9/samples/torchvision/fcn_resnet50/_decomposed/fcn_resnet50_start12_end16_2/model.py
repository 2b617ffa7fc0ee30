import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6):
        tmp_0 = torch.conv2d(in_6, in_0, None, (1, 1), (0, 0), (1, 1), 1);  in_6 = in_0 = None
        tmp_1 = torch.nn.functional.batch_norm(tmp_0, in_1, in_2, in_4, in_3, False, 0.1, 1e-05);  tmp_0 = in_1 = in_2 = in_4 = in_3 = None
        in_5 += tmp_1;  tmp_2 = in_5;  in_5 = tmp_1 = None
        tmp_3 = torch.nn.functional.relu(tmp_2, inplace = True);  tmp_2 = None
        return (tmp_3,)
        