class Program_weight_tensor_meta_attn_mask:
	name = "in_0"
	original_name = "attn_mask"
	shape = [64, 49, 49]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.782


class Program_weight_tensor_meta_ne:
	name = "in_1"
	original_name = "ne"
	shape = [64, 49, 49]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None
