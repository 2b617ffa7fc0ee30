class Program_weight_tensor_meta_mask:
	name = "in_0"
	original_name = "mask"
	shape = [256, 256]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None
