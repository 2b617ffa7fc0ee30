class Program_weight_tensor_meta_inv_mask:
	name = "in_0"
	original_name = "inv_mask"
	shape = [1, 28, 28]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None
